// Seeding a fresh PostgreSQL schema in beforeAll takes seconds on a busy machine (jest's default is 5 s).
jest.setTimeout(30_000);
