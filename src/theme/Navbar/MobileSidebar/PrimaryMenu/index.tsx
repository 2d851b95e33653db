// Change: wraps the theme's mobile primary menu to put the search box above it; closes the sidebar with the theme's internal useNavbarMobileSidebar (allowed in eslint.config.mjs).
import type {ReactNode} from 'react';
import PrimaryMenu from '@theme-original/Navbar/MobileSidebar/PrimaryMenu';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import SearchBox from '@site/src/components/common/SearchBox';

/**
 * The theme leaves the navbar's search item out of the mobile sidebar; put the search box at the top of
 * its menu, and close the sidebar when a result is opened, as its own links do.
 */
export default function PrimaryMenuWrapper(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <>
      <SearchBox variant="sidebar" onNavigate={mobileSidebar.toggle} />
      <PrimaryMenu />
    </>
  );
}
