// German field words (folded: ä -> a, ß -> ss), beyond the shared stems in shared.ts.
import type { ForeignVocabulary } from './types.ts';

export const GERMAN: ForeignVocabulary = {
  'Computer Science':
    'softwaretechn, softwaresystem, programmiersprach, betriebssystem, rechnernetz, datenbank, verschlusselung, itsicherheit, cybersicherheit, compilerbau, laufzeitsystem, verteilt system, formal verifikation, rechnerarchitektur',
  'Artificial Intelligence':
    'kunstlich intelligenz, kunstlich, maschinell lern, maschinell, neuronal netz, sprachmodell, bildverarbeitung, maschinell sehen, wissensreprasentation',
  'Data Science':
    'datenanalyse, datenanalytik, datengetrieben, datenwissenschaft, prognoseverfahren, lastprognose, verbrauchsdaten',
  'Electrical Engineering':
    'nachrichtentechnik, regelungstechnik, halbleiter, leistungselektronik, hochfrequenz, signalverarbeitung, mikroelektronik, schaltung, energietechnik, antennen, stromnetz, funktechnik',
  'Mechanical Engineering':
    'maschinenbau, stromungsmechanik, stromungslehre, verbrennung, turbine, fahrzeugtechnik, fertigungstechnik, konstruktionstechnik, antriebstechnik, getriebe, warmeubertragung, luftfahrttechnik, produktionstechnik',
  'Civil Engineering':
    'bauingenieur, bauwesen, wasserbau, tunnelbau, brucken, betonbau, stahlbau, baustoff, tragwerk, verkehrswesen, siedlungswasserwirtschaft, grundbau, hochwasserschutz',
  'Chemical Engineering':
    'chemieingenieur, reaktionstechnik, prozesstechnik, bioverfahrenstechnik, thermisch verfahrenstechnik, katalysatorentwicklung, elektrolyseur, brennstoffzell',
  'Biomedical Engineering':
    'medizinisch bildgebung, biomedizinisch technik, prothes, implantat, bioprint, gewebezucht, tissue engineering',
  'Materials Science':
    'werkstoff, materialwissenschaft, materialforschung, materialprufung, legierung, dunnschicht, verbundwerkstoff, korrosion',
  Physics: 'teilchen, festkorper, laserphysik, optik, supraleit, plasma, kernphysik, atomphysik, photonik',
  Astronomy: 'sternwarte, sterne, sternentstehung, sonnensystem, teleskop, weltraum, planetenforschung',
  Mathematics:
    'zahlentheorie, differentialgleichung, numerik, funktionalanalysis, wahrscheinlichkeitstheorie, mathematisch',
  Statistics: 'biometrie, wahrscheinlichkeit, zeitreihen, regressionsmodell',
  Chemistry: 'synthese, katalyse, anorganisch, organisch chemie, spektroskopie, molekul, elektrochemie, photochemie',
  Biology:
    'zellbiolog, molekularbiolog, pflanzen, tierart, okosystem, evolution, biowissenschaft, lebenswissenschaft, zellen$, proteine, mikroorganism, biodiversitat',
  Neuroscience: 'gehirn, hirnforschung, nervenzell, synaps, kognitiv neurowissenschaft',
  Medicine:
    'klinisch forschung, patient, krankenhaus, universitatsklinikum, diagnose, therapie, pflege, erkrankung, krankheit, humanmedizin, inner medizin, arztlich',
  'Public Health':
    'gesundheitswissenschaft, gesundheitsforschung, offentlich gesundheit, praventio, gesundheitsforderung, versorgungsforschung, gesundheitssystem',
  Pharmacology: 'arzneimittel, wirkstoff, medikament, pharmakokineti, toxizitat',
  'Environmental Science':
    'klimawandel, klimaforschung, okotoxikolog, naturschutz, wasserqualitat, luftqualitat, schadstoff, nachhaltigkeit, gewasser',
  'Earth Sciences':
    'gletscher, erdbeben, gestein, sedimentolog, erdsystem, permafrost, bodenkunde, hydrogeolog, lagerstatt',
  'Agricultural Sciences':
    'pflanzenbau, nutzpflanz, tierhaltung, nutztier, ackerbau, forstwissenschaft, forstwirtschaft, pflanzenschutz, bodenfruchtbarkeit, ernte, dungung, agroforst, ackerflach, ackerkultur, weizen, feldversuch',
  Economics:
    'wirtschaftswissenschaft, wirtschaftspolitik, arbeitsmarkt, finanzmarkt, makrookonom, mikrookonom, geldpolitik',
  'Business and Management':
    'unternehmensfuhrung, personalwesen, rechnungswesen, ^controlling, marketing, wirtschaftsinformatik, organisationsforschung',
  Psychology:
    'kognitionspsycholog, verhalten, angst, emotion, personlichkeit, klinisch psycholog, entwicklungspsycholog',
  Sociology: 'sozialwissenschaft, ungleichheit, migration, sozialstruktur, sozialpolitik',
  'Political Science':
    'politikwissenschaft, demokratie, parlament, wahlen, regierung, politische, verwaltungswissenschaft, international beziehung',
  Law: 'rechtsvergleich, rechtsprechung, ^gesetz, verfassung, rechtsordnung, volkerrecht, offentlich recht, haftung, urteil, gericht$, vertragsrecht, datenschutzrecht, strafrecht, klage, rechtlich, rechtsrahmen, regulierung',
  History: 'geschichtswissenschaft, mittelalter, fruhneuzeit, zeitgeschichte, archiv',
  Linguistics: 'mehrsprachig, spracherwerb, grammatik, semantik, germanistik, dialekt, sprachwissenschaft',
  Education:
    'erziehungswissenschaft, bildungsforschung, schulforschung, unterricht, lehrkraft, lehrer, schuler, fachdidaktik, kindergarten, grundschule',
  Philosophy: 'erkenntnistheorie, metaphysik, philosophie, logik, moralphilosoph, wissenschaftstheorie',
};
