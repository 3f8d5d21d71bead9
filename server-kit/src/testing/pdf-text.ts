import { execFile } from 'node:child_process';

export interface PdfText {
  pages: number;
  /** Each page's text, in order. */
  pageTexts: string[];
}

// pdf-parse (pdf.js) starts its parser through a dynamic import, which Jest's module system cannot run, so
// the PDF is read in a plain Node process: bytes in on stdin, text out as JSON.
const reader = `
import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parsed = await new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) }).getText();
process.stdout.write(JSON.stringify({ pages: parsed.total, pageTexts: parsed.pages.map((p) => p.text) }));
`;

/** The text of a PDF as a reader extracts it: proves the bytes are a PDF, and what it says on which page. */
export function pdfText(pdf: Uint8Array): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', reader], { cwd: __dirname, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`not a readable PDF: ${stderr || error.message}`)) : resolve(JSON.parse(stdout) as PdfText),
    );
    child.stdin?.end(Buffer.from(pdf));
  });
}
