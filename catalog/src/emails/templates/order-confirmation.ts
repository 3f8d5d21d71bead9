import type { EmailTemplates } from './email-template';

/**
 * The paid order's confirmation, the one rich email: its HTML has rows of its own (the summary table, the
 * numbered steps) inside the layout. `{{ }}` escapes every value (the buyer types the business name); there
 * is no `{{{ }}}` here on purpose.
 */
export const orderConfirmation: EmailTemplates<'order-confirmation'> = {
  'order-confirmation': {
    subject: '{{subject}}',
    paragraphs: [
      'Hi {{businessName}},',
      'Thank you for buying the {{packageTitle}}! Your payment went through and your sprint is booked.',
      'ORDER SUMMARY{{#each inclusions}}\n- {{this}}{{/each}}',
      'Amount paid: {{amountPaid}}\nPaid on: {{paidOn}}\nOrder reference: {{orderReference}}',
      'WHAT HAPPENS NEXT\n' +
        '1. Confirmation email: Done: this email confirms your order. Keep it for your records.\n' +
        '2. Discovery call {{firstResponseWithin}}: We will contact you {{firstResponseWithin}} to book a short discovery call about your business and goals.\n' +
        '3. Automation built in {{deliveryHours}} hours: {{#if startsOn}}Your sprint starts {{startsOn}}, the first week with a spot free. {{/if}}{{#if oneAutomation}}Your automation is{{else}}Your {{automations}} automations are{{/if}} built and tested within {{deliveryHours}} hours of the call.\n' +
        '4. Go live with {{supportDays}} days support: We launch with you and stay on hand for {{supportDays}} days after go-live.',
      '{{guaranteeDays}}-day money-back guarantee: If the sprint is not right for you, tell us within {{guaranteeDays}} days and we refund you in full.',
      'Need help? Reply to this email. We answer {{supportHours}}, usually {{firstResponseWithin}}.',
    ],
    htmlRows: `<tr><td style="padding:28px 32px 8px;font-size:16px;line-height:24px;">
<h1 style="margin:0 0 16px;font-size:24px;line-height:32px;font-weight:bold;">Your {{packageTitle}} is confirmed</h1>
<p style="margin:0 0 16px;">Hi {{businessName}},</p>
<p style="margin:0;">Thank you for buying the {{packageTitle}}! Your payment went through and your sprint is booked.</p>
</td></tr>
<tr><td style="padding:16px 32px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e5e7eb;border-radius:6px;font-size:15px;line-height:22px;">
<tr><td colspan="2" style="padding:14px 16px 6px;font-weight:bold;font-size:16px;">Order summary</td></tr>
{{#each inclusions}}
<tr><td colspan="2" style="padding:2px 16px;color:#374151;">&#10003; {{this}}</td></tr>
{{/each}}
<tr><td style="padding:12px 16px 4px;color:#6b7280;">Amount paid</td><td align="right" style="padding:12px 16px 4px;font-weight:bold;">{{amountPaid}}</td></tr>
<tr><td style="padding:4px 16px;color:#6b7280;">Paid on</td><td align="right" style="padding:4px 16px;">{{paidOn}}</td></tr>
<tr><td style="padding:4px 16px 14px;color:#6b7280;">Order reference</td><td align="right" style="padding:4px 16px 14px;font-family:'Courier New',Courier,monospace;font-size:13px;">{{orderReference}}</td></tr>
</table>
</td></tr>
<tr><td style="padding:16px 32px 0;">
<h2 style="margin:0 0 12px;font-size:18px;line-height:26px;">What happens next</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:15px;line-height:22px;">
<tr>
<td valign="top" width="36" style="padding:0 0 14px;"><span style="display:inline-block;width:26px;height:26px;line-height:26px;border-radius:13px;background-color:#dbeafe;color:#1d4ed8;text-align:center;font-weight:bold;">1</span></td>
<td valign="top" style="padding:2px 0 14px;"><strong>Confirmation email</strong><br><span style="color:#4b5563;">Done: this email confirms your order. Keep it for your records.</span></td>
</tr>
<tr>
<td valign="top" width="36" style="padding:0 0 14px;"><span style="display:inline-block;width:26px;height:26px;line-height:26px;border-radius:13px;background-color:#dbeafe;color:#1d4ed8;text-align:center;font-weight:bold;">2</span></td>
<td valign="top" style="padding:2px 0 14px;"><strong>Discovery call {{firstResponseWithin}}</strong><br><span style="color:#4b5563;">We will contact you {{firstResponseWithin}} to book a short discovery call about your business and goals.</span></td>
</tr>
<tr>
<td valign="top" width="36" style="padding:0 0 14px;"><span style="display:inline-block;width:26px;height:26px;line-height:26px;border-radius:13px;background-color:#dbeafe;color:#1d4ed8;text-align:center;font-weight:bold;">3</span></td>
<td valign="top" style="padding:2px 0 14px;"><strong>Automation built in {{deliveryHours}} hours</strong><br><span style="color:#4b5563;">{{#if startsOn}}Your sprint starts {{startsOn}}, the first week with a spot free. {{/if}}{{#if oneAutomation}}Your automation is{{else}}Your {{automations}} automations are{{/if}} built and tested within {{deliveryHours}} hours of the call.</span></td>
</tr>
<tr>
<td valign="top" width="36" style="padding:0 0 14px;"><span style="display:inline-block;width:26px;height:26px;line-height:26px;border-radius:13px;background-color:#dbeafe;color:#1d4ed8;text-align:center;font-weight:bold;">4</span></td>
<td valign="top" style="padding:2px 0 14px;"><strong>Go live with {{supportDays}} days support</strong><br><span style="color:#4b5563;">We launch with you and stay on hand for {{supportDays}} days after go-live.</span></td>
</tr>
</table>
</td></tr>
<tr><td style="padding:8px 32px 0;">
<p style="margin:0;padding:14px 16px;background-color:#ecfdf5;border-radius:6px;font-size:15px;line-height:22px;color:#065f46;"><strong>{{guaranteeDays}}-day money-back guarantee</strong><br>If the sprint is not right for you, tell us within {{guaranteeDays}} days and we refund you in full.</p>
</td></tr>
<tr><td style="padding:20px 32px 0;font-size:15px;line-height:22px;color:#374151;">
<p style="margin:0;"><strong>Need help?</strong> Reply to this email. We answer {{supportHours}}, usually {{firstResponseWithin}}.</p>
</td></tr>`,
  },
};
