import { renderToStaticMarkup } from 'react-dom/server';
import { Menu } from './menu';
import { menuFocusMove, openingKeys } from './menu-keys';

const attr = (html: string, name: string) => new RegExp(`<button[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('the menu button', () => {
  it('announces a closed menu and names what its items act on', () => {
    const html = renderToStaticMarkup(<Menu label="Actions for Glow Med Spa" items={[{ label: 'View profile', onSelect: () => undefined }]} />);
    expect(attr(html, 'aria-haspopup')).toBe('menu');
    expect(attr(html, 'aria-expanded')).toBe('false');
    expect(attr(html, 'aria-label')).toBe('Actions for Glow Med Spa');
    expect(html).toContain('>Actions<');
    // Closed, its items are not in the page: a table of twenty rows holds twenty buttons, not 120.
    expect(html).not.toContain('role="menu"');
    expect(html).not.toContain('View profile');
  });

  it('opens on the first item with ArrowDown and on the last with ArrowUp', () => {
    expect(openingKeys.ArrowDown).toBe('first');
    expect(openingKeys.ArrowUp).toBe('last');
    expect(openingKeys.Enter).toBeUndefined(); // Enter and Space click the button, which opens on the first item
  });

  it('moves with the arrows, wrapping at both ends, and jumps with Home and End', () => {
    expect(menuFocusMove('ArrowDown', 0, 6)).toBe(1);
    expect(menuFocusMove('ArrowDown', 5, 6)).toBe(0);
    expect(menuFocusMove('ArrowUp', 0, 6)).toBe(5);
    expect(menuFocusMove('Home', 4, 6)).toBe(0);
    expect(menuFocusMove('End', 1, 6)).toBe(5);
  });

  it('leaves other keys (Enter, Space, Tab, letters) to the item and the browser', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a']) expect(menuFocusMove(key, 2, 6)).toBeUndefined();
    expect(menuFocusMove('ArrowDown', 0, 0)).toBeUndefined();
  });
});
