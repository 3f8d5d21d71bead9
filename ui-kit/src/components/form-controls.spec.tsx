import { renderToStaticMarkup } from 'react-dom/server';
import { Checkbox } from './checkbox';
import { Input } from './input';
import { Progress } from './progress';
import { Select } from './select';

const attr = (html: string, tag: string, name: string) => new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('form controls', () => {
  it('ties an input to its label, hint and error so assistive tech reads them together', () => {
    const html = renderToStaticMarkup(<Input id="email" label="Email" hint="We never share it" error="Valid email is required" />);
    expect(attr(html, 'label', 'for')).toBe('email');
    expect(attr(html, 'input', 'aria-invalid')).toBe('true');
    expect(attr(html, 'input', 'aria-describedby')).toBe('email-hint email-error');
    expect(html).toContain('<p id="email-error"');
    expect(html).toContain('Valid email is required');
  });

  it('leaves a valid input unmarked', () => {
    const html = renderToStaticMarkup(<Input id="name" label="Business name" />);
    expect(attr(html, 'input', 'aria-invalid')).toBeUndefined();
    expect(attr(html, 'input', 'aria-describedby')).toBeUndefined();
  });

  it('renders a labelled native select with an empty placeholder option first', () => {
    const html = renderToStaticMarkup(
      <Select id="size" label="Company size" placeholder="Choose a size" options={[{ value: 'Solo', label: 'Solo' }]} />,
    );
    expect(attr(html, 'label', 'for')).toBe('size');
    expect(html).toMatch(/<option value="">Choose a size<\/option><option value="Solo">Solo<\/option>/);
  });

  it('labels a checkbox and links its description', () => {
    const html = renderToStaticMarkup(<Checkbox id="goal" label="Reduce Manual Work" description="Fewer repetitive tasks" />);
    expect(attr(html, 'input', 'type')).toBe('checkbox');
    expect(attr(html, 'label', 'for')).toBe('goal');
    expect(attr(html, 'input', 'aria-describedby')).toBe('goal-description');
  });

  it('exposes progress as a named progressbar clamped to 0-100', () => {
    const html = renderToStaticMarkup(<Progress value={140} label="Step 3 of 3" />);
    expect(attr(html, 'div', 'role')).toBe('progressbar');
    expect(html).toContain('aria-label="Step 3 of 3"');
    expect(html).toContain('aria-valuenow="100"');
  });
});
