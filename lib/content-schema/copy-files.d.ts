/**
 * The type of each copy file, as its module (content-module.mjs) gives it: the schema's own
 * (types.ts), so a field the schema lacks fails the typecheck where a component reads it.
 */
declare module '*/home.yaml' {
  const copy: import('./types').CopyFile<'home'>;
  export default copy;
}
declare module '*/features.yaml' {
  const copy: import('./types').CopyFile<'features'>;
  export default copy;
}
declare module '*/about.yaml' {
  const copy: import('./types').CopyFile<'about'>;
  export default copy;
}
declare module '*/contact.yaml' {
  const copy: import('./types').CopyFile<'contact'>;
  export default copy;
}
declare module '*/insights-page.yaml' {
  const copy: import('./types').CopyFile<'insightsPage'>;
  export default copy;
}
declare module '*/mail.yaml' {
  const copy: import('./types').CopyFile<'mail'>;
  export default copy;
}
declare module '*/header.yaml' {
  const copy: import('./types').CopyFile<'header'>;
  export default copy;
}
declare module '*/footer.yaml' {
  const copy: import('./types').CopyFile<'footer'>;
  export default copy;
}
declare module '*/not-found.yaml' {
  const copy: import('./types').CopyFile<'notFound'>;
  export default copy;
}
declare module '*/error.yaml' {
  const copy: import('./types').CopyFile<'error'>;
  export default copy;
}
declare module '*/glossary.yaml' {
  const copy: import('./types').CopyFile<'glossary'>;
  export default copy;
}
declare module '*/languages.yaml' {
  const copy: import('./types').CopyFile<'languages'>;
  export default copy;
}
