export * from './base.js';
