import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { dirname, join } from 'node:path';

type Pdfmake = typeof import('pdfmake');
let loaded: Pdfmake | undefined;

/**
 * pdfmake, loaded with the first document (decision 034: a worker that renders no PDF never carries it).
 * It is a module singleton: its fonts and access policies are set once for the process. A document may read
 * nothing but the bundled Roboto files: no URL, and no other local path.
 */
function pdfmake(): Pdfmake {
  if (loaded) return loaded;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pdf = require('pdfmake') as Pdfmake; // CommonJS: the module is the instance
  const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  pdf.setFonts({
    Roboto: {
      normal: join(fontDir, 'Roboto-Regular.ttf'),
      bold: join(fontDir, 'Roboto-Medium.ttf'),
      italics: join(fontDir, 'Roboto-Italic.ttf'),
      bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdf.setUrlAccessPolicy(() => false);
  pdf.setLocalAccessPolicy((path) => path.startsWith(fontDir));
  return (loaded = pdf);
}

/** Lays out a pdfmake document and answers its bytes. */
export function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake().createPdf(document).getBuffer();
}
