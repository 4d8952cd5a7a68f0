import { REMOTE_MANIFEST, REMOTE_NAMES, ROUTES, WIDGET_IDS, widgetTitle } from './index';

describe('remotes manifest', () => {
  it('lists each remote once, with a folder, a dev port and a cache key of its own', () => {
    for (const key of ['name', 'folder', 'devPort', 'cacheKey'] as const) {
      const values = REMOTE_MANIFEST.map((r) => r[key]);
      expect([key, new Set(values).size]).toEqual([key, values.length]);
    }
    for (const r of REMOTE_MANIFEST) {
      expect(r.name).toMatch(/^mf_[a-z]+$/);
      expect(r.folder).toBe(r.name.replace(/_/g, '-'));
      expect(r.devPort).toBeGreaterThan(3000);
      expect(r.cacheKey).toMatch(/^[a-z]{2}$/);
    }
  });

  it('names exactly the owners of the route catalogue', () => {
    const owners = new Set(ROUTES.map((r) => r.owner).filter((o) => o !== 'shell'));
    expect([...REMOTE_NAMES].sort()).toEqual([...owners].sort());
  });

  it('gives every widget an id and a Russian dialog title', () => {
    expect(WIDGET_IDS).toContain('mf_seating/ResultsTable');
    expect(widgetTitle('mf_teams/RegistrationModal')).toBe('Регистрация на игру');
    expect(widgetTitle('mf_teams/Nope')).toBeNull();
    for (const id of WIDGET_IDS) expect(widgetTitle(id)).toMatch(/[А-Яа-яЁё]/);
  });
});
