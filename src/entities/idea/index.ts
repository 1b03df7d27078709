export { asHashtag, postAsText } from './post-text';
export { CopyIcon } from './CopyIcon';
