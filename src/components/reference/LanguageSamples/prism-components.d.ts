/** Prism's grammar files, which register themselves on the global Prism and export nothing. */
declare module 'prismjs/components/*';
