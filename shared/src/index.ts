export * from './roles.ts';
export * from './limits.ts';
export * from './texts.ts';
export * from './format.ts';
export * from './schemas/common.ts';
export * from './schemas/auth.ts';
export * from './schemas/files.ts';
export * from './schemas/images.ts';
