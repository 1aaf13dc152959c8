export { Permission } from './Permission';
