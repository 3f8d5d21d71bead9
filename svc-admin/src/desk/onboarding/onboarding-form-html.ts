import { lazyTemplate } from '@biz/catalog';
import { onboardingFormGroups, type OnboardingField, type OnboardingForm } from '@biz/contracts';

/**
 * The onboarding form as one standalone HTML file a client opens and fills offline, then prints or saves.
 * Every value goes through `{{ }}` (escaped); there is no `{{{ }}}`, no script, and the file's own policy
 * (`default-src 'none'`) forbids loading or running anything from anywhere, should markup ever get in.
 */
const template = lazyTemplate(
  `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{form.title}}</title>
<style>
  body { margin: 0; background: #f4f6fb; color: #1f2937; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
  main { max-width: 760px; margin: 0 auto; padding: 32px 20px 48px; }
  header { background: #1d4ed8; color: #fff; border-radius: 12px; padding: 24px 28px; }
  header p { margin: 0; font-size: 13px; letter-spacing: .08em; text-transform: uppercase; opacity: .85; }
  h1 { margin: 6px 0 8px; font-size: 28px; line-height: 1.2; }
  .meta { font-size: 14px; opacity: .9; }
  section { background: #fff; border: 1px solid #e5e7eb; border-radius: 12px; padding: 20px 24px; margin-top: 20px; }
  h2 { margin: 0 0 4px; font-size: 20px; color: #1d4ed8; }
  .hint { margin: 0 0 12px; color: #6b7280; font-size: 14px; }
  label { display: block; margin-top: 16px; font-weight: 600; }
  .req { color: #b91c1c; }
  input, textarea, select { box-sizing: border-box; width: 100%; margin-top: 6px; padding: 10px 12px; border: 1px solid #cbd5e1; border-radius: 8px; font: inherit; background: #fff; }
  textarea { min-height: 96px; }
  ul, ol { padding-left: 20px; }
  @media print { body { background: #fff; } section, header { break-inside: avoid; } header { color: #000; background: none; border: 1px solid #000; } }
</style>
</head>
<body>
<main>
<header>
<p>BizAutomate · onboarding form</p>
<h1>{{form.title}}</h1>
<div class="meta">{{businessName}} · about {{form.estimatedTime}}</div>
</header>
<section>
<p>{{form.description}}</p>
<p class="hint">Fill it in here, then print it or save it as a PDF and send it back. Questions marked <span class="req">*</span> are required.</p>
</section>
<form>
{{#each groups}}
<section>
<h2>{{title}}</h2>
{{#if description}}<p class="hint">{{description}}</p>{{/if}}
{{#each fields}}
<label for="{{id}}">{{label}}{{#if required}} <span class="req">*</span>{{/if}}</label>
{{#if description}}<p class="hint">{{description}}</p>{{/if}}
{{#if isTextarea}}<textarea id="{{id}}" name="{{id}}" placeholder="{{placeholder}}"{{#if required}} required{{/if}}></textarea>
{{else if isSelect}}<select id="{{id}}" name="{{id}}"{{#if multiple}} multiple{{/if}}{{#if required}} required{{/if}}><option value="">Choose…</option>{{#each options}}<option>{{this}}</option>{{/each}}</select>
{{else}}<input id="{{id}}" name="{{id}}" type="{{inputType}}" placeholder="{{placeholder}}"{{#if required}} required{{/if}}>
{{/if}}
{{/each}}
</section>
{{/each}}
</form>
<section>
<h2>What happens next</h2>
<ol>{{#each form.nextSteps}}<li>{{this}}</li>{{/each}}</ol>
<p>{{form.implementationGuide.overview}} Expected time to go live: {{form.implementationGuide.timeline.totalDuration}}.</p>
<h2>How we will measure success</h2>
<ul>{{#each form.successMetrics.kpis}}<li>{{this}}</li>{{/each}}</ul>
</section>
</main>
</body>
</html>
`,
  { strict: false },
);

// What a field becomes in HTML: a textarea, a select, or an input of its own type.
const inputTypes: Partial<Record<OnboardingField['type'], string>> = { email: 'email', tel: 'tel', url: 'url', number: 'number', date: 'date', file: 'file', checkbox: 'checkbox', radio: 'radio' };
const asControl = (field: OnboardingField) => ({
  ...field,
  isTextarea: field.type === 'textarea',
  isSelect: field.type === 'select' || field.type === 'multiselect',
  multiple: field.type === 'multiselect',
  inputType: inputTypes[field.type] ?? 'text',
});

export function onboardingFormHtml(form: OnboardingForm, businessName: string): string {
  const groups = onboardingFormGroups(form).map((group) => ({ ...group, fields: group.fields.map(asControl) }));
  return template({ form, businessName, groups });
}
