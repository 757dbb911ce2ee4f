/**
 * The CSP source that admits the map's tiles: the tile template's origin, with a `{s}`
 * subdomain placeholder read as any subdomain. `https:` already admits secure tile servers;
 * this keeps a plain-http one (a tile server on the local network) working too.
 */
export function tileImageSource(tileUrl: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(tileUrl);
  if (!match) throw new Error(`not a tile URL: ${tileUrl}`);
  const [, scheme, host] = match;
  return `${scheme}${(host ?? '').replace(/\{s\}/g, '*')}`;
}
