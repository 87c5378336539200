// Finnish field words (ä -> a, ö -> o). Finnish inflects by changing a word's end (tiede, tieteen,
// tieteiden), so most entries are the part every form shares; compounds are common
// (kasvatustieteiden = of the educational sciences), and the stems are found inside them.
import type { ForeignVocabulary } from './types.ts';

export const FINNISH: ForeignVocabulary = {
  'Computer Science':
    'tietojenkasittely, tietotekniik, ohjelmisto, ohjelmointi, tietoturva, kyberturvallisuu, hajautetu, algoritmi, tietokan',
  'Artificial Intelligence': 'tekoaly, koneoppi, syvaoppi, neuroverk, kielimall, konenako',
  'Data Science': 'datatiede, data-analytiik, massadata',
  'Electrical Engineering':
    'sahkotekniik, elektroniik, sahkoverk, signaalinkasittely, tehoelektroniik, puolijohte, antenn',
  'Mechanical Engineering': 'konetekniik, virtausmekaniik, lampotekniik, polttomoottor, valmistustekniik, ajoneuvo',
  'Civil Engineering':
    'rakennustekniik, rakennesuunnittelu, betonirakente, silta, liikennetekniik, geotekniik, vesirakenn',
  'Chemical Engineering': 'kemiantekniik, prosessitekniik, prosessisuunnittelu, reaktoritekniik',
  'Biomedical Engineering': 'laaketieteellinen tekniikka, biolaaketieteen tekniik, laakinnallinen laite, kuvantami',
  'Materials Science': 'materiaalitiede, materiaalitekniik, metalliseo, ohutkalvo, korroosio',
  Physics: 'fysiikka, fysiikan, kvantti, hiukkasfysiik, optiikka, plasmafysiik',
  Astronomy: 'tahtitiede, tahtitieteen, avaruus, galaksi, tahdet, tahtien, planeeto',
  Mathematics: 'matematiikka, matematiikan, algebra, geometri, differentiaaliyhtalo',
  Statistics: 'tilastotiede, tilastotieteen, tilastollinen, tilastollise, todennakoisyy',
  Chemistry: 'kemia, kemian, orgaaninen kemia, synteesi, katalyy, spektroskopi',
  Biology: 'biologia, biologian, solubiologi, molekyylibiologi, ekologia, eliolaji, perinnollisyy, evoluutio, kasvit',
  Neuroscience: 'neurotiede, aivot, aivojen, aivotutkimu, hermosolu',
  Medicine: 'laaketiede, laaketieteen, potilai, potilas, sairaala, kliininen, kliinise, sairau, hoito, syopa',
  'Public Health': 'kansanterveys, kansanterveyden, terveystiede, terveyden edistami, epidemiologi, terveyspalvelu',
  Pharmacology: 'farmakologi, farmasia, laakeaine, laakkeiden, laakekehity',
  'Environmental Science':
    'ymparistotiede, ymparistotieteen, ymparistonsuojelu, ymparistovaikutu, ilmastonmuutos, ilmastonmuutokse, saaste, vesisto, luonnonsuojelu, kestava kehitys',
  'Earth Sciences': 'geologia, geologian, geofysiik, maaperatiede, kallioperä, jaatikko, maanjaristy, geotiede',
  'Agricultural Sciences':
    'maatalous, maatalouden, maataloustiede, metsatiede, metsanhoito, kotielain, viljely, viljelykasvi, maito',
  Economics: 'taloustiede, taloustieteen, kansantaloustiede, ekonometri, tyomarkkina, rahapolitiikka',
  'Business and Management':
    'kauppatiede, kauppatieteiden, kauppakorkeakoulu, laskentatoimi, laskentatoime, rahoitusmarkkin, markkinointi, johtaminen, johtamise, yritys, yrittajyy, organisaatio',
  Psychology: 'psykologia, psykologian, kayttaytymi, mielenterveys, ahdistus, masennus',
  Sociology: 'sosiologia, sosiologian, yhteiskuntatiede, eriarvoisuu, maahanmuutto',
  'Political Science': 'valtiotiede, politiikan tutkimus, politiik, demokratia, vaalit, hallinto',
  Law: 'oikeustiede, oikeustieteen, oikeus, lainsaadanto, tuomioistuin, sopimusoikeu, rikosoikeu',
  History: 'historia, historian, arkisto, keskiaika',
  Linguistics: 'kielitiede, kielitieteen, kielentutkimu, kielioppi, fonetiikka, monikielisyy',
  Education:
    'kasvatustiede, kasvatustieteen, kasvatustieteiden, opettaja, opettajien, koulu, oppilai, opetus, opetukse, oppimi, varhaiskasvatu, pedagogi',
  Philosophy: 'filosofia, filosofian, etiikka, logiikka',
};
