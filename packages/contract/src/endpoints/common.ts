/** Common data (shell and home): site settings, cities, the landing feed, themes, generated pictures. */
import { endpoint } from '../endpoint';

export const commonEndpoints = {
  common: endpoint('GET', '/api/common'),
  citiesList: endpoint('GET', '/api/cities_list'),
} as const;

export const landingEndpoints = {
  landingFeed: endpoint('GET', '/api/landing_feed'),
} as const;

export const themeEndpoints = {
  themes: endpoint('GET', '/api/theme/'),
} as const;

export const mediaEndpoints = {
  /** an SVG picture; entities carry its URL (the seed writes them), clients never call it */
  mediaFile: endpoint('GET', '/api/media/:kind/:file'),
} as const;
