import type {LoadContext, Plugin} from '@docusaurus/types';

export interface AnnouncementBarPluginOptions {
  readonly id: string;
}

/**
 * The theme hides a dismissed announcement before hydration by reading only the "dismissed" flag,
 * so a bar whose id has changed stays hidden on the first page a returning reader opens. This runs
 * first in <head> and clears the flag when the stored id is not the current one.
 */
export default function announcementBarPlugin(_context: LoadContext, {id}: AnnouncementBarPluginOptions): Plugin {
  const script = `(function(){try{
if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(id)}){
localStorage.setItem('docusaurus.announcement.dismiss','false');}
}catch(e){}})();`;
  return {
    name: 'announcement-bar',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
