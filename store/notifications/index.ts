export * from './slice';
export * from './listeners';
