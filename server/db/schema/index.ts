// The whole schema in one object, as drizzle's query builder and drizzle-kit need it.
export * from './accounts';
export * from './analytics';
export * from './apps';
export * from './catalogue';
export * from './jobs';
export * from './meta';
export * from './navigation';
export * from './rankings';
export * from './short-links';
export * from './orders';
export * from './arena';
export * from './llm';
export * from './models';
export * from './mcp';
export * from './geo-check';
export * from './geo-consultations';
export * from './news';
