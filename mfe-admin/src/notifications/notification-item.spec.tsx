import type { StaffNotification } from '@biz/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { NotificationItem } from './notification-item';

const lead: StaffNotification = {
  id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  event: 'new-lead',
  kind: 'new-lead',
  headline: 'New lead',
  businessName: 'Glow <b>Med</b> Spa',
  detail: null,
  recordId: '1f2e3d4c-5b6a-4789-8a0b-1c2d3e4f5a6b',
  section: 'overview',
  href: '/admin/businesses/1f2e3d4c-5b6a-4789-8a0b-1c2d3e4f5a6b',
  createdAt: '2026-12-06T15:04:00.000Z',
  readAt: null,
};
const render = (notification: StaffNotification) => renderToStaticMarkup(<MemoryRouter><NotificationItem notification={notification} onOpen={() => undefined} /></MemoryRouter>);

describe('a notification in the bell', () => {
  it('opens its place in the record, says it is unread, and keeps a business name as text', () => {
    const html = render(lead);
    expect(html).toContain(`href="${lead.href}"`);
    expect(html).toContain('Unread.');
    expect(html).toContain('Glow &lt;b&gt;Med&lt;/b&gt; Spa');
  });

  it('once read says nothing of it; without a record it opens nothing', () => {
    const html = render({ ...lead, readAt: '2026-12-06T16:00:00.000Z', recordId: null, href: null, detail: 'Starter Sprint' });
    expect(html).not.toContain('Unread.');
    expect(html).not.toContain('href=');
    expect(html).toContain('Starter Sprint');
  });
});
