// @ts-check
import { createAppConfig } from '@quiz/federation/webpack';

/** @param {unknown} _env @param {{ mode?: string }} argv */
export default (_env, argv) =>
  createAppConfig(
    {
      kind: 'remote',
      dir: import.meta.dirname,
      exposes: {
        './App': './src/entry.ts',
        './RegistrationModal': './src/widgets/RegistrationModal.entry.ts',
        './EventTeamPanel': './src/widgets/EventTeamPanel.entry.ts',
      },
      devEntry: './src/dev/harness.tsx',
    },
    argv,
  );
