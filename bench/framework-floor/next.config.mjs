// The framework floor is built with the site's own configuration.
export { default } from '../../next.config.mjs';
