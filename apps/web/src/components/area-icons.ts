import {
  type Icon,
  IconBarcode,
  IconBell,
  IconBuilding,
  IconBuildingStore,
  IconCategory,
  IconCreditCard,
  IconEye,
  IconEyeCheck,
  IconFileSpreadsheet,
  IconLayoutDashboard,
  IconListCheck,
  IconPackage,
  IconPoint,
  IconReceipt,
  IconSettings,
  IconShieldLock,
} from '@tabler/icons-react';

/**
 * Each area's icon in the navigation, by its path (app/areas.ts). Here, with the shell, not in the
 * list of areas: that list is in the entry every page loads, the sign-in page too, which draws
 * no navigation (issue 36's budget).
 */
const AREA_ICONS: Record<string, Icon> = {
  '/': IconLayoutDashboard,
  '/suppliers': IconBuildingStore,
  '/categories': IconCategory,
  '/products': IconPackage,
  '/uploads': IconFileSpreadsheet,
  '/quick-view': IconEye,
  '/scan': IconBarcode,
  '/shortlists': IconListCheck,
  '/purchase-orders': IconReceipt,
  '/alerts': IconBell,
  '/watching': IconEyeCheck,
  '/company': IconBuilding,
  '/settings': IconSettings,
  '/billing': IconCreditCard,
  '/admin': IconShieldLock,
};

export const areaIcon = (path: string): Icon => AREA_ICONS[path] ?? IconPoint;
