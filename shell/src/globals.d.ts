/** Defined by packages/federation/webpack/create-config.mjs (DefinePlugin). */
declare const __QUIZ_PROD__: boolean;
declare const __QUIZ_APP__: string;
declare const __QUIZ_VERSION__: string;
