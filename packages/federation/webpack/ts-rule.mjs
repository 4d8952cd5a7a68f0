// @ts-check
/**
 * The apps' TypeScript/TSX rule (swc): automatic JSX with emotion's import source (the css prop), like
 * tsconfig and jest. Browser builds, plain scripts and server bundles alike.
 */
import { require } from './paths.mjs';

/**
 * @param {boolean} prod
 * @param {string} [target]
 * @returns {import('webpack').RuleSetRule}
 */
export function tsRule(prod, target = 'es2020') {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target,
          transform: {
            react: {
              runtime: 'automatic',
              importSource: '@emotion/react',
              development: !prod,
              refresh: false,
            },
          },
        },
      },
    },
  };
}
