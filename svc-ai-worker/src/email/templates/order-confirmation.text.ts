/** The plain-text part of the order confirmation: what text-only clients and spam filters read. */
export const orderConfirmationText = `Hi {{businessName}},

Thank you for buying the {{packageTitle}}! Your payment went through and your sprint is booked.

ORDER SUMMARY
{{#each inclusions}}
- {{this}}
{{/each}}

Amount paid: {{amountPaid}}
Paid on: {{paidOn}}
Order reference: {{orderReference}}

WHAT HAPPENS NEXT
{{#each nextSteps}}
{{number}}. {{title}}: {{detail}}
{{/each}}

{{guaranteeTitle}}: {{guaranteeText}}

Need help? {{supportText}}

The BizAutomate team
`;
