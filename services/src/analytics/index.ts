// Page views and UI events, counted per day (buffered by the gateway, folded by the analytics processor).
export * from './analytics.schema.ts';
export { foldAnalyticsCounts } from './fold-counts.ts';
