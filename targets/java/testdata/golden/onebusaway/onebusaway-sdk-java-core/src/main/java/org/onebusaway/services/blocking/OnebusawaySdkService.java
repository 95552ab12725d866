// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

public interface OnebusawaySdkService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    AgenciesWithCoverageService agenciesWithCoverage();

    AgencyService agency();

    VehiclesForAgencyService vehiclesForAgency();

    ConfigService config();

    CurrentTimeService currentTime();

    StopsForLocationService stopsForLocation();

    StopsForRouteService stopsForRoute();

    StopsForAgencyService stopsForAgency();

    StopService stop();

    StopIdsForAgencyService stopIdsForAgency();

    ScheduleForStopService scheduleForStop();

    RouteService route();

    RouteIdsForAgencyService routeIdsForAgency();

    RoutesForLocationService routesForLocation();

    RoutesForAgencyService routesForAgency();

    ScheduleForRouteService scheduleForRoute();

    ArrivalsAndDeparturesForLocationService arrivalsAndDeparturesForLocation();

    ArrivalAndDepartureService arrivalAndDeparture();

    TripService trip();

    TripsForLocationService tripsForLocation();

    TripDetailService tripDetails();

    TripForVehicleService tripForVehicle();

    TripsForRouteService tripsForRoute();

    ReportProblemWithStopService reportProblemWithStop();

    ReportProblemWithTripService reportProblemWithTrip();

    SearchForStopService searchForStop();

    SearchForRouteService searchForRoute();

    BlockService block();

    ShapeService shape();

    interface WithRawResponse {
        AgenciesWithCoverageService.WithRawResponse agenciesWithCoverage();

        AgencyService.WithRawResponse agency();

        VehiclesForAgencyService.WithRawResponse vehiclesForAgency();

        ConfigService.WithRawResponse config();

        CurrentTimeService.WithRawResponse currentTime();

        StopsForLocationService.WithRawResponse stopsForLocation();

        StopsForRouteService.WithRawResponse stopsForRoute();

        StopsForAgencyService.WithRawResponse stopsForAgency();

        StopService.WithRawResponse stop();

        StopIdsForAgencyService.WithRawResponse stopIdsForAgency();

        ScheduleForStopService.WithRawResponse scheduleForStop();

        RouteService.WithRawResponse route();

        RouteIdsForAgencyService.WithRawResponse routeIdsForAgency();

        RoutesForLocationService.WithRawResponse routesForLocation();

        RoutesForAgencyService.WithRawResponse routesForAgency();

        ScheduleForRouteService.WithRawResponse scheduleForRoute();

        ArrivalsAndDeparturesForLocationService.WithRawResponse arrivalsAndDeparturesForLocation();

        ArrivalAndDepartureService.WithRawResponse arrivalAndDeparture();

        TripService.WithRawResponse trip();

        TripsForLocationService.WithRawResponse tripsForLocation();

        TripDetailService.WithRawResponse tripDetails();

        TripForVehicleService.WithRawResponse tripForVehicle();

        TripsForRouteService.WithRawResponse tripsForRoute();

        ReportProblemWithStopService.WithRawResponse reportProblemWithStop();

        ReportProblemWithTripService.WithRawResponse reportProblemWithTrip();

        SearchForStopService.WithRawResponse searchForStop();

        SearchForRouteService.WithRawResponse searchForRoute();

        BlockService.WithRawResponse block();

        ShapeService.WithRawResponse shape();
    }
}
