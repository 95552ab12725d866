export {
  toFile,
  isUploadable,
  type Uploadable,
  type ResponseLike,
  type ReadStreamLike,
  type ToFileInput,
  type ToFileOptions,
} from './core/uploads.js';
