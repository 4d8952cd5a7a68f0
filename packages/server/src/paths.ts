import path from 'node:path';

/** The repository root (packages/server/src → ../../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
/** Where the SQLite file lives unless DATA_DIR or DATABASE_URL says otherwise. */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'data');
