import { fetchRemoteManifestMap, parseRemoteManifestMap } from './remote-manifest';

const page = 'https://bizautomate.example/lockin/form?package=growth';

describe('the runtime remote manifest', () => {
  it('resolves the gateway’s relative manifest URLs against the page origin', () => {
    const map = parseRemoteManifestMap(
      { intake: '/mfe/intake/mf-manifest.json', lockin: 'https://cdn.example/lockin/mf-manifest.json' },
      page,
    );
    expect(map).toEqual({
      intake: 'https://bizautomate.example/mfe/intake/mf-manifest.json',
      lockin: 'https://cdn.example/lockin/mf-manifest.json',
    });
  });

  it('ignores unknown remotes, blank and non-string values', () => {
    expect(parseRemoteManifestMap({ admin: '', client: 42, billing: '/mfe/billing/mf-manifest.json' }, page)).toEqual({});
    expect(parseRemoteManifestMap(null, page)).toEqual({});
    expect(parseRemoteManifestMap('nope', page)).toEqual({});
  });

  it('falls back to no remotes when the manifest cannot be fetched, so the shell still renders', async () => {
    const down: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    await expect(fetchRemoteManifestMap(page, down)).resolves.toEqual({});
    const notFound: typeof fetch = async () => new Response('missing', { status: 404 });
    await expect(fetchRemoteManifestMap(page, notFound)).resolves.toEqual({});
  });

  it('fetches /mf-remotes.json from the page origin', async () => {
    const requested: string[] = [];
    const ok: typeof fetch = async (input) => {
      requested.push(String(input));
      return Response.json({ admin: '/mfe/admin/mf-manifest.json' });
    };
    await expect(fetchRemoteManifestMap(page, ok)).resolves.toEqual({ admin: 'https://bizautomate.example/mfe/admin/mf-manifest.json' });
    expect(requested).toEqual(['https://bizautomate.example/mf-remotes.json']);
  });
});
