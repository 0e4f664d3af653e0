/**
 * The public sources the dataset cites, exactly as looked up (decision 010 lists them). Nothing else in the dataset
 * may be presented as sourced: every other figure is an estimate with its basis.
 */
export const SOURCES = {
  nationalMinimumWage: {
    name: 'National Minimum Wage from 1 March 2025 (R28.79 an hour), as reported by SA Labour Help',
    url: 'https://salabourhelp.co.za/new-national-minimum-wage-march-2025',
  },
  turnoverTax: {
    name: 'Income Tax Act 58 of 1962, Sixth Schedule paragraph 2: micro businesses with qualifying turnover up to R1 million',
    url: 'http://www.acts.co.za/income-tax-act-1962/sch6_2__persons_that_qualify_as_micro_businesses',
  },
  vatRegistration: {
    name: 'When a business must register for VAT: R1 million compulsory, R50,000 voluntary (Small Business Help)',
    url: 'https://smallbusinesshelp.co.za/when-does-a-business-need-to-register-for-value-added-tax-vat-and-what-are-the-different-types-of-vat-rates',
  },
} as const;

/** The National Minimum Wage per ordinary hour from 1 March 2025, in rand (SOURCES.nationalMinimumWage). */
export const NATIONAL_MINIMUM_WAGE_PER_HOUR = 28.79;
