/**
 * The one layout of every email, with the letterhead of the agency's content file. The text part: the
 * email's text, the sign-off, then the agency's name and address. The HTML part: the frame (email clients
 * ignore <style> blocks and external CSS, so every style is inline and the layout is tables), the name as
 * the header, the email's rows (escaped when they were rendered, so inserted as they are), the sign-off
 * and a footer with the name and postal address.
 */
export const layoutText = `{{{text}}}

{{letterhead.signOff}}

{{letterhead.name}}, {{letterhead.address}}
`;

export const layoutHtml = `<!DOCTYPE html>
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
<tr><td style="padding:20px 32px;background-color:#1d4ed8;border-radius:8px 8px 0 0;color:#ffffff;">
<p style="margin:0;font-size:14px;letter-spacing:1px;text-transform:uppercase;">{{letterhead.name}}</p>
</td></tr>
{{{rows}}}
<tr><td style="padding:20px 32px 28px;font-size:16px;line-height:24px;">
<p style="margin:0;">{{letterhead.signOff}}</p>
</td></tr>
<tr><td style="padding:16px 32px 28px;border-top:1px solid #e5e7eb;font-size:13px;line-height:20px;color:#6b7280;">
{{letterhead.name}} &middot; {{letterhead.address}}<br>Reply to this email to reach the team.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

/** An email without rows of its own: its text in paragraphs, each line break a `<br>` (after escaping). */
export const paragraphRows = `<tr><td style="padding:28px 32px 0;font-size:16px;line-height:24px;">
{{#each paragraphs}}
<p style="margin:0 0 16px;">{{#each this}}{{#unless @first}}<br>{{/unless}}{{this}}{{/each}}</p>
{{/each}}
</td></tr>`;
