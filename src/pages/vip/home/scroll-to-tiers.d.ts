/** Brings the tier list into view (the no-permission panel's 查看会员 on /vip itself). */
export declare function scrollToTiers(): void;
