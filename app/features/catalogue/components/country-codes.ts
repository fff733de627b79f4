// ISO 3166 alpha-2 → numeric codes: world-atlas identifies its countries by the numeric code.
export const ISO_NUMERIC: Record<string, string> = {
  AE: '784', AR: '032', AT: '040', AU: '036', BD: '050', BE: '056', BR: '076', CA: '124', CH: '756', CL: '152',
  CN: '156', CO: '170', CZ: '203', DE: '276', DK: '208', DZ: '012', EG: '818', ES: '724', FI: '246', FR: '250',
  GB: '826', GR: '300', HK: '344', HU: '348', ID: '360', IE: '372', IL: '376', IN: '356', IQ: '368', IR: '364',
  IT: '380', JP: '392', KE: '404', KR: '410', KZ: '398', MA: '504', MX: '484', MY: '458', NG: '566', NL: '528',
  NO: '578', NZ: '554', PE: '604', PH: '608', PK: '586', PL: '616', PT: '620', RO: '642', RU: '643', SA: '682',
  SE: '752', SG: '702', TH: '764', TR: '792', TW: '158', UA: '804', US: '840', VE: '862', VN: '704', ZA: '710',
};
