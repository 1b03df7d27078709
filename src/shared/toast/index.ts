export * from './notify';
export { pageChanged } from './page-change';
