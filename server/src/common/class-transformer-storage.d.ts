// class-transformer ships this module's types under types/ but maps no typings for its cjs path
declare module 'class-transformer/cjs/storage' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}
