/** The navbar's `type: 'search'` item renders the theme's SearchBar: make it the site's own search box. */
export {default} from '@site/src/components/common/SearchBox';
