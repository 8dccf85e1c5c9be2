export * from './api';
export * from './user';
export * from './validation';
export * from './format';
export * from './auth-sms';
export * from './feedback';
export * from './upload';
export * from './auth';
