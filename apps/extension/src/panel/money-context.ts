import { DEFAULT_MARKETPLACE } from '@shelfscope/contracts';
import { createContext, useContext } from 'react';
import { type MoneyFormat, moneyFormat } from '../lib/money';

/** The money format of the product the panel shows (set by the panel from the product and the storefront). */
export const MoneyContext = createContext<MoneyFormat>(moneyFormat(DEFAULT_MARKETPLACE));

export const useMoney = () => useContext(MoneyContext);
