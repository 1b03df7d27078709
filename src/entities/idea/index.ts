export { asHashtag, postAsText } from './post-text';
