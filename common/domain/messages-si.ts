// The lead form's words in Sinhala, the default language: one message per refusal code (shown
// under the field) and the consent texts. One file per language so a page loads only its own.
// Sinhala conjuncts are written with ZWJ (U+200D), as \u200D so it stays visible in review:
// ශ්‍රී, ප්‍ර, ත්‍ර (rakaransaya) and ඛ්‍ය, ත්‍ය (yansaya). Changing the consent text means a new
// CONSENT_VERSION (lead-schema.ts): a lead records which words it agreed to.
import type { ErrorCode } from './errors';

export const validationMessages: Record<ErrorCode, string> = {
  required: 'කරුණාකර මෙම කොටස පුරවන්න.',
  invalid: 'ඇතුළත් කළ අගය නිවැරදි නැත. කරුණාකර පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
  too_short: 'කරුණාකර ඔබේ සම්පූර්ණ නම ඇතුළත් කරන්න (අවම වශයෙන් අකුරු 2ක්).',
  too_long: 'මෙය දිග වැඩිය. කරුණාකර කෙටි කරන්න.',
  phone_invalid: 'කරුණාකර ශ්\u200Dරී ලංකාවේ ජංගම දුරකථන අංකයක් ඇතුළත් කරන්න (උදා: 077 123 4567).',
  nic_invalid: 'කරුණාකර ඔබේ ජාතික හැඳුනුම්පත් අංකය ඇතුළත් කරන්න: ඉලක්කම් 9ක් සහ V හෝ X (උදා: 853400937V), නැතහොත් ඉලක්කම් 12ක නව අංකය.',
  nic_birthdate: 'මෙම හැඳුනුම්පත් අංකයෙන් පෙන්වන උපන් දිනය පිළිගත නොහැක. කරුණාකර අංකය නැවත පරීක්ෂා කරන්න.',
  email_invalid: 'කරුණාකර නිවැරදි ඊමේල් ලිපිනයක් ඇතුළත් කරන්න (උදා: name@example.com), නැතහොත් මෙය හිස්ව තබන්න.',
  number_invalid: 'කරුණාකර ඉලක්කම් පමණක් යොදා අගය ඇතුළත් කරන්න.',
  whole_number: 'කරුණාකර දශම නොමැතිව පූර්ණ සංඛ්\u200Dයාවක් ඇතුළත් කරන්න.',
  amount_range: 'කරුණාකර පෙන්වා ඇති සීමාව තුළ ණය මුදලක් තෝරන්න.',
  term_range: 'කරුණාකර දින 7 සිට අවුරුදු 5 දක්වා ණය කාලයක් තෝරන්න.',
  income_range: 'කරුණාකර ඔබේ මාසික ආදායම රුපියල්වලින් ඇතුළත් කරන්න (0 හෝ ඊට වැඩි).',
  employment_invalid: 'කරුණාකර ඔබේ රැකියා වර්ගය තෝරන්න.',
  district_invalid: 'කරුණාකර ලැයිස්තුවෙන් ඔබේ දිස්ත්\u200Dරික්කය තෝරන්න.',
  consent_required: 'ඔබේ අයදුම්පත යැවීමට, ලැයිස්තුගත ණය දෙන ආයතන සමඟ ඔබේ තොරතුරු බෙදා ගැනීමට කරුණාකර එකඟ වන්න.',
  consent_version: 'කැමැත්ත පිළිබඳ පාඨය යාවත්කාලීන කර ඇත. කරුණාකර පිටුව නැවත පූරණය කර, එය කියවා නැවත එකඟ වන්න.',
  uuid_invalid: 'මෙම පිටුවේ දෝෂයක් සිදු විය. කරුණාකර පිටුව නැවත පූරණය කර නැවත උත්සාහ කරන්න.',
};

/** Consent for CONSENT_VERSION (Personal Data Protection Act No. 9 of 2022): one purpose, the rights stated plainly. */
export const consentText =
  'මෙම අයදුම්පතේ ඇති මගේ තොරතුරු, මෙම කැමැත්තේ නම් කර ඇති බලපත්\u200Dරලාභී ණය දෙන ආයතන සමඟ Naya මගින් බෙදා ගැනීමට මම එකඟ වෙමි. ' +
  'එම ආයතනවලට මෙම තොරතුරු භාවිත කළ හැක්කේ මගේ ණය ඉල්ලීම ඇගයීමටත්, ඒ ගැන මා හා සම්බන්ධ වීමටත් පමණි. ' +
  'මෙම කැමැත්ත 2022 අංක 9 දරන පුද්ගලික දත්ත ආරක්ෂණ පනත යටතේ ලබා දෙමි. ' +
  'රහස්\u200Dයතා ප්\u200Dරතිපත්තියේ දැක්වෙන පරිදි, මගේ දත්ත වෙත ප්\u200Dරවේශ වීමට, ඒවා නිවැරදි කිරීමට හෝ මකා දැමීමට ඉල්ලා සිටීමටත්, ' +
  'ඕනෑම වේලාවක මෙම කැමැත්ත ඉල්ලා අස් කර ගැනීමටත් මට අයිතිය ඇති බව මම දනිමි.';

/** Marketing is a separate, optional consent (PDPA): unticked by default, never required. */
export const marketingText =
  'නව ණය දීමනා සහ විශේෂ ප්\u200Dරවර්ධන ගැන බ්\u200Dරවුසර දැනුම්දීම් මගින් මට දන්වන්න. ' +
  'මෙය අත්\u200Dයවශ්\u200Dය නොවන අතර මගේ අයදුම්පතට බලපෑමක් නොකරයි. ඕනෑම වේලාවක මට ඒවා නවත්වා ගත හැකිය.';
