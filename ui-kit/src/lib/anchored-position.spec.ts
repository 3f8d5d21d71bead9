import { anchoredPosition, ANCHOR_GAP, VIEWPORT_MARGIN } from './anchored-position';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const menu = { width: 200, height: 240 };
const button = (left: number, top: number, width = 100, height = 36) => ({ left, top, right: left + width, bottom: top + height });

describe('where a popup opens', () => {
  it('a row menu at the end of a table opens under its button, right edges aligned', () => {
    expect(anchoredPosition(button(1080, 300), menu, desktop)).toEqual({ top: 336 + ANCHOR_GAP, left: 1180 - 200 });
  });

  it("a bell that a long business name wrapped to the header's left opens rightwards instead of off the window's left", () => {
    const bell = button(88, 309, 44, 44);
    const panel = { width: 352, height: 160 };
    expect(anchoredPosition(bell, panel, desktop).left).toBe(88);
  });

  it('a popup that fits neither way on a phone is kept inside the window with a margin', () => {
    const wide = { width: 360, height: 160 };
    expect(anchoredPosition(button(40, 100, 44), wide, phone).left).toBe(phone.width - VIEWPORT_MARGIN - wide.width);
    expect(anchoredPosition(button(300, 100, 60), { width: 374, height: 160 }, phone).left).toBe(VIEWPORT_MARGIN);
  });

  it("opens above a button near the window's bottom, and below when above has no room either", () => {
    expect(anchoredPosition(button(1080, 700), menu, desktop).top).toBe(700 - ANCHOR_GAP - menu.height);
    const tall = { width: 200, height: 700 };
    expect(anchoredPosition(button(1080, 300), tall, desktop).top).toBe(336 + ANCHOR_GAP);
  });
});
