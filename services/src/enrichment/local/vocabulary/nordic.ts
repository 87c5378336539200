// Swedish, Danish and Norwegian field words (å -> a, ä/æ -> a/ae, ö/ø -> o), beyond shared.ts.
import type { ForeignVocabulary } from './types.ts';

export const NORDIC: ForeignVocabulary = {
  'Computer Science':
    'datavetenskap, datalogi, datateknik, programvara, software, systemutvikling, datasikkerhet, datasakerhet, it-sakerhet',
  'Artificial Intelligence':
    'artificiell intelligens, kunstig intelligens, maskininlarning, maskinlaering, maskinlaring, djupinlarning, dyb laering, dyp laering',
  'Data Science':
    'datavidenskab, datavitenskap, dataanalys, dataanalyse, prognosemetod, prognosemetode, forbrugsdata, forbruksdata',
  'Electrical Engineering': 'elektroteknik, elektroteknikk, elektronik, kraftelektronik, signalbehandling, elkraft',
  'Mechanical Engineering':
    'maskinteknik, maskinteknikk, maskinkonstruktion, stromningsmekanik, forbranding, forbraenning',
  'Civil Engineering':
    'byggteknik, bygningsingenior, byggnadsteknik, vag- och vattenbyggnad, samhallsbyggnad, konstruktionsteknik, bygg',
  'Chemical Engineering': 'kemiteknik, kemiteknikk, kemiteknologi, prosessteknikk, processteknik',
  'Biomedical Engineering': 'medicinsk teknik, medisinsk teknologi, medicoteknik, biomedicinsk teknik',
  'Materials Science': 'materialvetenskap, materialteknik, materialteknologi, materialvitenskap',
  Physics: 'fysik, fysikk, kvantefysik, partikelfysik',
  Astronomy: 'astronomi, stjarn, stjerne, galakse, galax',
  Mathematics: 'matematik, matematikk',
  Statistics: 'statistik, statistikk, biostatistik',
  Chemistry: 'kemi, kjemi, kemisk, kjemisk',
  Biology:
    'biologi, biovitenskap, biovetenskap, biovidenskab, fiskeribiologi, ekologi, okologi, arter, celler, proteiner',
  Neuroscience: 'hjarna, hjerne, hjarnforskning, hjerneforskning, neurovetenskap, nevrovitenskap, nevro',
  Medicine: 'medicin, medisin, klinisk, patienter, pasienter, sjukhus, sygehus, sykehus, sjukdom, sygdom, sykdom',
  'Public Health':
    'folkhalsa, folkhalsovetenskap, folkesundhed, folkesundhedsvidenskab, folkehelse, epidemiologi, arbetsmiljo, forebyggelse, forebygging, folkesundhed, registerforskning',
  Pharmacology: 'farmakologi, lakemedel, laegemiddel, legemiddel, farmaci',
  'Environmental Science':
    'miljovetenskap, miljovidenskab, miljovitenskap, miljoteknik, klimatforandring, klimaforandring, klimaendring, fororening, forurening',
  'Earth Sciences':
    'geovetenskap, geologi, geofysik, naturgeografi, geovitenskap, geofag, isbre, isbreer, breer, glaciar, glaciarer, glasiologi, glaciologi, smeltevann, smeltevand, smaltvatten, permafrost, jordskjelv, jordskaelv, jordskalv, vulkan, havis',
  'Agricultural Sciences':
    'jordbruk, landbrug, landbruk, husdyr, husdjur, kvaeg, afgroder, vaxtodling, skogsbruk, planteavl',
  Economics: 'nationalekonomi, nationalokonomi, samfundsokonomi, samfunnsokonomi, okonomi',
  'Business and Management':
    'foretagsekonomi, erhvervsokonomi, bedriftsokonomi, ledelse, forsyningskaede, handelshogskola, handelshoyskole',
  Psychology: 'psykologi, psykologisk',
  Sociology: 'sociologi, sosiologi',
  'Political Science': 'statsvetenskap, statskundskab, statsvitenskap, valg, demokrati',
  Law: 'juridik, jura, rattsvetenskap, retsvidenskab, rettsvitenskap, juridisk',
  History: 'historia, historie, historisk',
  Linguistics: 'lingvistik, sprakvetenskap, sprogvidenskab, lingvistikk, sprak, sprog',
  Education:
    'pedagogik, pedagogikk, paedagogik, utbildningsvetenskap, uddannelsesforskning, utdanningsforskning, skola, skole, larare, laerer',
  Philosophy: 'filosofi, etik, etikk',
};
