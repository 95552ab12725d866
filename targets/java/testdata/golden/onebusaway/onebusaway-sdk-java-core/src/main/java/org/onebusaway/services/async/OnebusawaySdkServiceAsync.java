// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

public interface OnebusawaySdkServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    AgenciesWithCoverageServiceAsync agenciesWithCoverage();

    AgencyServiceAsync agency();

    VehiclesForAgencyServiceAsync vehiclesForAgency();

    ConfigServiceAsync config();

    CurrentTimeServiceAsync currentTime();

    StopsForLocationServiceAsync stopsForLocation();

    StopsForRouteServiceAsync stopsForRoute();

    StopsForAgencyServiceAsync stopsForAgency();

    StopServiceAsync stop();

    StopIdsForAgencyServiceAsync stopIdsForAgency();

    ScheduleForStopServiceAsync scheduleForStop();

    RouteServiceAsync route();

    RouteIdsForAgencyServiceAsync routeIdsForAgency();

    RoutesForLocationServiceAsync routesForLocation();

    RoutesForAgencyServiceAsync routesForAgency();

    ScheduleForRouteServiceAsync scheduleForRoute();

    ArrivalsAndDeparturesForLocationServiceAsync arrivalsAndDeparturesForLocation();

    ArrivalAndDepartureServiceAsync arrivalAndDeparture();

    TripServiceAsync trip();

    TripsForLocationServiceAsync tripsForLocation();

    TripDetailServiceAsync tripDetails();

    TripForVehicleServiceAsync tripForVehicle();

    TripsForRouteServiceAsync tripsForRoute();

    ReportProblemWithStopServiceAsync reportProblemWithStop();

    ReportProblemWithTripServiceAsync reportProblemWithTrip();

    SearchForStopServiceAsync searchForStop();

    SearchForRouteServiceAsync searchForRoute();

    BlockServiceAsync block();

    ShapeServiceAsync shape();

    interface WithRawResponse {
        AgenciesWithCoverageServiceAsync.WithRawResponse agenciesWithCoverage();

        AgencyServiceAsync.WithRawResponse agency();

        VehiclesForAgencyServiceAsync.WithRawResponse vehiclesForAgency();

        ConfigServiceAsync.WithRawResponse config();

        CurrentTimeServiceAsync.WithRawResponse currentTime();

        StopsForLocationServiceAsync.WithRawResponse stopsForLocation();

        StopsForRouteServiceAsync.WithRawResponse stopsForRoute();

        StopsForAgencyServiceAsync.WithRawResponse stopsForAgency();

        StopServiceAsync.WithRawResponse stop();

        StopIdsForAgencyServiceAsync.WithRawResponse stopIdsForAgency();

        ScheduleForStopServiceAsync.WithRawResponse scheduleForStop();

        RouteServiceAsync.WithRawResponse route();

        RouteIdsForAgencyServiceAsync.WithRawResponse routeIdsForAgency();

        RoutesForLocationServiceAsync.WithRawResponse routesForLocation();

        RoutesForAgencyServiceAsync.WithRawResponse routesForAgency();

        ScheduleForRouteServiceAsync.WithRawResponse scheduleForRoute();

        ArrivalsAndDeparturesForLocationServiceAsync.WithRawResponse
                arrivalsAndDeparturesForLocation();

        ArrivalAndDepartureServiceAsync.WithRawResponse arrivalAndDeparture();

        TripServiceAsync.WithRawResponse trip();

        TripsForLocationServiceAsync.WithRawResponse tripsForLocation();

        TripDetailServiceAsync.WithRawResponse tripDetails();

        TripForVehicleServiceAsync.WithRawResponse tripForVehicle();

        TripsForRouteServiceAsync.WithRawResponse tripsForRoute();

        ReportProblemWithStopServiceAsync.WithRawResponse reportProblemWithStop();

        ReportProblemWithTripServiceAsync.WithRawResponse reportProblemWithTrip();

        SearchForStopServiceAsync.WithRawResponse searchForStop();

        SearchForRouteServiceAsync.WithRawResponse searchForRoute();

        BlockServiceAsync.WithRawResponse block();

        ShapeServiceAsync.WithRawResponse shape();
    }
}
