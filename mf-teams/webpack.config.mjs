// @ts-check
import { createAppConfig, withServerBundle } from '@quiz/federation/webpack';

/** @param {unknown} _env @param {{ mode?: string }} argv */
export default (_env, argv) =>
  // the personal screens' server render (the cabinet, the teams) comes with production builds
  withServerBundle(
    createAppConfig(
      {
        kind: 'remote',
        dir: import.meta.dirname,
        exposes: {
          './App': './src/entry.ts',
          './RegistrationModal': './src/widgets/RegistrationModal.entry.ts',
          './EventTeamPanel': './src/widgets/EventTeamPanel.entry.ts',
          './AnonymousRegistration': './src/widgets/AnonymousRegistration.entry.ts',
        },
        devEntry: './src/dev/harness.tsx',
      },
      argv,
    ),
    import.meta.dirname,
    argv,
  );
