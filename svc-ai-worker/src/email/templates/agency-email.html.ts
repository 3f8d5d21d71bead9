import { emailDocument } from './email-document';

/**
 * The HTML part of an email the agency writes to a business: its text in paragraphs inside the shared frame
 * (`emailDocument`). `{{ }}` escapes every value and each line break becomes a `<br>` after escaping, so the
 * admin's text can never become markup.
 */
export const agencyEmailHtml = emailDocument(`<tr><td style="padding:20px 32px;background-color:#1d4ed8;border-radius:8px 8px 0 0;color:#ffffff;">
<p style="margin:0;font-size:14px;letter-spacing:1px;text-transform:uppercase;">BizAutomate</p>
</td></tr>
<tr><td style="padding:28px 32px 20px;font-size:16px;line-height:24px;">
{{#each paragraphs}}
<p style="margin:0 0 16px;">{{#each this}}{{#unless @first}}<br>{{/unless}}{{this}}{{/each}}</p>
{{/each}}
</td></tr>
<tr><td style="padding:16px 32px 28px;border-top:1px solid #e5e7eb;font-size:13px;line-height:20px;color:#6b7280;">
BizAutomate &middot; AI automations for small businesses. Reply to this email to reach the team.
</td></tr>`);
