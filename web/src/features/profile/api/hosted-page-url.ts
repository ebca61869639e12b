/** Where checkout and the billing portal live: a page of the payment provider the browser is sent to. */
export type HostedPageUrl = { url: string };
