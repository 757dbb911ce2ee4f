import { describe, expect, it } from 'vitest';
import { circlesOf, importsOf, sourcesUnder } from './import-graph.ts';

/**
 * The server's floors (server/README.md), read from its imports: a folder imports only from its
 * own floor or the floors below it, and a module uses another module only through that module's
 * repository or a file the module names as its public face, never in a loop. Tests are left out:
 * a test may reach across to set its stage.
 */
const SRC = 'server/src/';

/** The server's files a source imports by a relative path. */
const serverImportsOf = (file: string) => importsOf(file).filter((target) => target.startsWith(SRC));

/** The floors, top first; a name ending in / is a folder. */
const FLOORS: readonly (readonly string[])[] = [
  // What starts a process: the server, the operator's commands, the graceful stop.
  ['main.ts', 'cli.ts', 'backup-cli.ts', 'restore-cli.ts', 'migrate.ts', 'shutdown.ts'],
  ['app.ts'],
  ['openapi/'],
  // The REST and tRPC doors: each reads the whole app router.
  ['doors/'],
  // Pages, heads, the sitemap and the calendar feeds: they call the app router's public reads.
  ['seo/'],
  ['app-router.ts'],
  ['seed/'],
  ['modules/'],
  ['backups/'],
  ['trpc/'],
  ['mail/'],
  ['clock/'],
  ['http/'],
  ['rest/'],
  ['audit/'],
  ['security/'],
  ['sea/'],
  ['db/'],
  ['files/'],
  ['addresses/', 'config.ts', 'paths.ts', 'errors.ts', 'cache-tags.ts'],
];

/**
 * Files of a module that other modules may use besides its repository (`*.repo.ts`), each with
 * the reason it is public.
 */
const PUBLIC_FACES: Readonly<Record<string, string>> = {
  // The house's rich-text rules: events are written in the same editor as articles.
  'modules/articles/article-html.ts': 'the sanitiser and plain text of rich text',
  // Slugs are made one way for every content with an address.
  'modules/articles/article-slug.ts': 'how a title becomes a unique slug',
  // What "published" means decides what the statistics may name.
  'modules/articles/article-rules.ts': 'the public status of an article',
  'modules/events/event-rules.ts': 'the public status of an event',
  // The demo's bookings are set on the demo's own feast day.
  'modules/events/events.seed.ts': 'the demo feast day',
  // A booking's page key is checked one way wherever the page's code and key open something.
  'modules/bookings/booking-codes.ts': "the booking page's key, hashed and compared in constant time",
};

const files = sourcesUnder('server/src', { withTests: false });
const inside = (file: string) => file.slice(SRC.length);
const floorOf = (file: string) => FLOORS.findIndex((names) => names.some((name) => (name.endsWith('/') ? inside(file).startsWith(name) : inside(file) === name)));
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(inside(file))?.[1] ?? null;

describe("the server's floors", () => {
  it('reads the sources, and every file is on a floor', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files.filter((file) => floorOf(file) < 0)).toEqual([]);
  });

  it('imports only from its own floor or below', () => {
    const upward = files.flatMap((file) => serverImportsOf(file).filter((target) => floorOf(target) < floorOf(file)).map((target) => `${inside(file)} → ${inside(target)}`));
    expect(upward).toEqual([]);
  });

  it("uses another module only through its repository or a public face", () => {
    const through = files.flatMap((file) =>
      serverImportsOf(file)
        .filter((target) => moduleOf(file) && moduleOf(target) && moduleOf(target) !== moduleOf(file))
        .filter((target) => !target.endsWith('.repo.ts') && !(inside(target) in PUBLIC_FACES))
        .map((target) => `${inside(file)} → ${inside(target)}`),
    );
    expect(through).toEqual([]);
  });

  it('has no loop between two module folders', () => {
    const uses = new Map<string, Set<string>>();
    for (const file of files) {
      const from = moduleOf(file);
      if (!from) continue;
      for (const target of serverImportsOf(file)) {
        const to = moduleOf(target);
        if (to && to !== from) uses.set(from, (uses.get(from) ?? new Set()).add(to));
      }
    }
    expect(circlesOf(uses)).toEqual([]);
  });
});
