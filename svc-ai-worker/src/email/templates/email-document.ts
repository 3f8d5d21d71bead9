/**
 * The frame every HTML email shares: the document, the page background and the 600 px card whose rows
 * (`<tr>`s, the brand header first) each template gives. Email clients ignore <style> blocks and external
 * CSS, so every style is inline and the layout is tables. `{{subject}}` is the document's title.
 */
export const emailDocument = (rows: string) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{subject}}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f6fb;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f6fb;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">
${rows}
</table>
</td></tr>
</table>
</body>
</html>
`;
