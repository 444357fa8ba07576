-- Orders kept the country's English name until delivery was priced by zone; they keep its
-- ISO 3166-1 code now (decision 032). These are the names the checkout offered.
UPDATE "orders" SET "ship_country" = CASE "ship_country"
  WHEN 'United Kingdom' THEN 'GB' WHEN 'Ireland' THEN 'IE' WHEN 'Australia' THEN 'AU'
  WHEN 'Austria' THEN 'AT' WHEN 'Belgium' THEN 'BE' WHEN 'Canada' THEN 'CA'
  WHEN 'Denmark' THEN 'DK' WHEN 'Finland' THEN 'FI' WHEN 'France' THEN 'FR'
  WHEN 'Germany' THEN 'DE' WHEN 'Iceland' THEN 'IS' WHEN 'Italy' THEN 'IT'
  WHEN 'Japan' THEN 'JP' WHEN 'Luxembourg' THEN 'LU' WHEN 'Netherlands' THEN 'NL'
  WHEN 'New Zealand' THEN 'NZ' WHEN 'Norway' THEN 'NO' WHEN 'Portugal' THEN 'PT'
  WHEN 'Spain' THEN 'ES' WHEN 'Sweden' THEN 'SE' WHEN 'Switzerland' THEN 'CH'
  WHEN 'United States' THEN 'US' ELSE "ship_country" END;
